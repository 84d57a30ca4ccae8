import type { Translations } from '../../resources-en';

export const pages: Translations['pages'] = {
  learnMore: 'Tìm hiểu thêm',

  helpTitle: 'Trung tâm trợ giúp',
  helpDescription:
    'Giải đáp các câu hỏi thường gặp về tài khoản, sự kiện, nhiệm vụ, phần thưởng, gói dịch vụ và cách liên hệ đội ngũ của chúng tôi.',
  helpIntro:
    'Tìm điều bạn cần bên dưới. Nếu vẫn chưa giải quyết được, đội ngũ của chúng tôi trả lời mọi tin nhắn.',
  helpAccountTitle: 'Tài khoản và đăng nhập',
  helpAccountText:
    'Đăng nhập bằng tên đăng nhập và mật khẩu, ví, Google hoặc Telegram. Liên kết thêm phương thức trên hồ sơ để không bao giờ mất quyền truy cập, và xác minh email để khôi phục mật khẩu.',
  helpTasksTitle: 'Sự kiện và nhiệm vụ',
  helpTasksText:
    'Mở một sự kiện, làm các nhiệm vụ theo thứ tự bất kỳ trừ khi nhiệm vụ này phụ thuộc nhiệm vụ khác, rồi bấm Xác minh. Hướng dẫn giải thích cách kiểm tra từng loại nhiệm vụ.',
  helpRewardsTitle: 'Điểm và phần thưởng',
  helpRewardsText:
    'Mỗi nhiệm vụ cộng vào điểm trong game, điểm mạng xã hội hoặc điểm khác của bạn. Khi sự kiện kết thúc, phần thưởng được trao cho các vị trí mà bảng xếp hạng quy định.',
  helpProjectsTitle: 'Dành cho dự án',
  helpProjectsText:
    'Chọn một gói, tạo sự kiện qua năm bước (Chung, Nhiệm vụ, Điểm, Bảng xếp hạng, Phần thưởng) và theo dõi thống kê theo thời gian thực.',
  helpContactTitle: 'Vẫn cần trợ giúp?',
  helpContactText:
    'Hỏi nhóm chat cộng đồng để được trả lời nhanh, hoặc gửi tin nhắn và người vận hành sẽ trả lời qua email.',
  helpOpenGuide: 'Mở hướng dẫn',
  helpOpenFaq: 'Đọc câu hỏi thường gặp',
  helpContactUs: 'Liên hệ với chúng tôi',
  helpCommunityChat: 'Nhóm chat cộng đồng',

  aboutTitle: 'Về chúng tôi',
  aboutDescription:
    'Nền tảng game Web3 và làm nhiệm vụ kiếm thưởng, nơi dự án, người chơi và clan gặp nhau qua nhiệm vụ nhỏ, chiến dịch và clan.',
  aboutIntro:
    'Chúng tôi kết nối các trò chơi và dự án Web3 với những người chơi làm nên sức sống cho chúng. Dự án đăng sự kiện gồm các nhiệm vụ nhỏ có thể xác minh; người chơi hoàn thành để nhận điểm và phần thưởng; các clan cùng nhau chơi.',
  aboutMissionTitle: 'Sứ mệnh',
  aboutMissionText:
    'Làm cho mỗi giờ người chơi dành cho một trò chơi hay cộng đồng Web3 đều có giá trị — với người chơi, được thưởng công bằng, và với dự án, có được người thật, gắn bó thay vì bot.',
  aboutWhatTitle: 'Chúng tôi làm gì',
  aboutWhatText:
    'Công cụ sự kiện và nhiệm vụ, thống kê trò chơi, tiếp thị chéo giữa các trò chơi, giám sát cộng đồng Telegram, nền tảng nội dung, học viện và trò chơi nhỏ vòng quay may mắn — tất cả ở một nơi, trên web và trong Telegram.',
  aboutValuesTitle: 'Giá trị của chúng tôi',
  aboutValuesText:
    'Công bằng: mọi nhiệm vụ đều được xác minh và điểm được xếp hạng như nhau ở mọi nơi. Minh bạch: luật chơi và phần thưởng được công bố trước khi bạn bắt đầu. Riêng tư: chúng tôi chỉ lưu những gì dịch vụ cần.',
  aboutLinks: 'Tìm hiểu thêm về chúng tôi',

  servicesTitle: 'Dịch vụ của chúng tôi',
  servicesDescription:
    'Sự kiện và nhiệm vụ, thống kê trò chơi, thu hút người chơi và tiếp thị chéo, giám sát cộng đồng, nền tảng nội dung, học viện và vòng quay may mắn.',
  servicesIntro: 'Mọi thứ một trò chơi hay dự án Web3 cần để tìm người chơi, giữ chân và thưởng cho họ.',
  serviceEventsTitle: 'Sự kiện và nhiệm vụ',
  serviceEventsText:
    'Xây dựng chiến dịch từ nhiệm vụ mạng xã hội, Web3, câu đố, biểu mẫu, trong game và săn lỗi. Đặt điểm, điều kiện phụ thuộc, lặp lại hằng ngày hoặc hằng tuần, bảng xếp hạng và phần thưởng, rồi theo dõi kết quả trực tiếp và xuất dữ liệu.',
  serviceStatsTitle: 'Thống kê trò chơi',
  serviceStatsText:
    'Trò chơi gửi thống kê có chữ ký; người chơi xem thu nhập và hoạt động trong 100 ngày gần nhất, còn chủ trò chơi thấy trò chơi của mình phát triển ra sao.',
  serviceAttractionTitle: 'Thu hút người chơi và tiếp thị chéo',
  serviceAttractionText:
    'Tiếp cận người chơi của các trò chơi khác qua sự kiện chung và nhiệm vụ trong game, và đưa họ đến với trò chơi của bạn bằng phần thưởng họ quan tâm.',
  serviceMonitoringTitle: 'Giám sát cộng đồng',
  serviceMonitoringText:
    'Hai bot Telegram giữ nhóm hoặc kênh của bạn là người thật: captcha cho thành viên mới, báo cáo thành viên không hoạt động, thống kê đóng góp và theo dõi giới thiệu.',
  serviceContentTitle: 'Nền tảng nội dung',
  serviceContentText:
    'Đăng tin tức, hướng dẫn và phân tích trên Insights với ảnh bìa, chuyên mục và tìm kiếm. Mỗi gói kèm một số bài viết mỗi tháng.',
  serviceAcademyTitle: 'Học viện',
  serviceAcademyText:
    'Các bài học đưa người mới từ chiếc ví đầu tiên đến phần thưởng đầu tiên, viết dành cho người chơi.',
  serviceWheelTitle: 'Vòng quay may mắn',
  serviceWheelText:
    'Trò chơi nhỏ biến hoạt động thành lượt quay và giải thưởng, kéo người chơi quay lại mỗi ngày.',

  monitoringTitle: 'Giám sát cộng đồng Telegram',
  monitoringDescription:
    'Hai bot giữ nhóm hoặc kênh Telegram của bạn là người thật: captcha cho người mới, thành viên không hoạt động, thống kê đóng góp, phát hiện vào/rời nhóm, trò chơi nhỏ và theo dõi giới thiệu.',
  monitoringIntro:
    'Bot và tài khoản “ngủ đông” khiến cộng đồng trông lớn hơn thực tế. Dịch vụ giám sát của chúng tôi tìm ra chúng và thưởng cho những thành viên thật sự tham gia.',
  monitoringTarget: 'Mục tiêu của chúng tôi: 80% thành viên của bạn là người thật.',
  monitoringSetupTitle: 'Cách thiết lập',
  monitoringStep1: 'Thêm hai bot của chúng tôi vào nhóm hoặc kênh của bạn với quyền quản trị viên.',
  monitoringStep2:
    'Với kênh, hãy gỡ lại quyền quản trị của bot sau khi đã thêm: bot chỉ cần đọc, không bao giờ cần đăng bài hay quản lý.',
  monitoringStep3: 'Gửi một tin nhắn thử trong kênh. Bot sẽ phản hồi, chứng tỏ kênh đã được kết nối.',
  monitoringStep4: 'Mở bảng điều khiển và chọn những tính năng muốn bật.',
  monitoringFeaturesTitle: 'Sáu tính năng',
  monitoringInactive: 'Tìm thành viên không hoạt động',
  monitoringInactiveText:
    'Liệt kê những thành viên không nhắn tin, bày tỏ cảm xúc hay bấm gì trong khoảng thời gian bạn chọn, để bạn nhắc nhở hoặc loại bỏ.',
  monitoringCaptcha: 'Câu đố captcha cho thành viên mới',
  monitoringCaptchaText:
    'Mỗi thành viên mới trả lời một câu đố ngắn trước khi được nhắn tin. Tài khoản trả lời sai hoặc không trả lời sẽ bị loại.',
  monitoringContribution: 'Thống kê đóng góp',
  monitoringContributionText:
    'Đếm tin nhắn, lượt trả lời và cảm xúc của từng thành viên, để bạn thấy và thưởng cho những người giữ cho cuộc trò chuyện sôi nổi.',
  monitoringJoinLeft: 'Phát hiện vào/rời nhóm',
  monitoringJoinLeftText:
    'Ghi lại ai vào, ai rời và vào lúc nào, để bạn phân biệt làn sóng quan tâm thật với lượng thành viên mua.',
  monitoringMinigame: 'Trò chơi nhỏ',
  monitoringMinigameText: 'Một trò chơi nhẹ ngay trong nhóm giúp thành viên hoạt động giữa các thông báo.',
  monitoringReferral: 'Theo dõi giới thiệu',
  monitoringReferralText:
    'Mỗi thành viên có một liên kết mời; bạn thấy ai đã mời ai, và những người được mời nào ở lại và tham gia.',
  monitoringCta: 'Đăng ký giám sát',

  partnershipTitle: 'Hợp tác',
  partnershipDescription:
    'Hợp tác với chúng tôi với tư cách studio game, dự án Web3, guild hay truyền thông: đồng tổ chức sự kiện, tiếp thị chéo và chia sẻ phần thưởng.',
  partnershipIntro: 'Chúng tôi phát triển cùng đối tác. Đây là cách chúng ta làm việc cùng nhau.',
  partnershipGamesTitle: 'Studio game và dự án',
  partnershipGamesText:
    'Đưa trò chơi của bạn lên, xác nhận quyền sở hữu trang, gửi thống kê và tổ chức sự kiện có nhiệm vụ trong game. Chúng tôi giới thiệu trò chơi đối tác trong các chiến dịch và trên trang chủ.',
  partnershipGuildsTitle: 'Guild và clan',
  partnershipGuildsText:
    'Đưa clan của bạn đến, tổ chức sự kiện clan và được tiếp cận sớm các trò chơi mới cùng phần thưởng của chúng.',
  partnershipMediaTitle: 'Truyền thông và KOL',
  partnershipMediaText:
    'Đăng bài trên Insights, đồng tổ chức câu đố và AMA, và nhận thưởng giới thiệu cho người chơi bạn mang đến.',
  partnershipHowTitle: 'Cách bắt đầu',
  partnershipHowText:
    'Hãy cho chúng tôi biết bạn là ai và muốn hợp tác thế nào qua biểu mẫu liên hệ với chủ đề “Hợp tác”. Chúng tôi trả lời trong vòng hai ngày làm việc.',
  partnershipCta: 'Trở thành đối tác',

  teamTitle: 'Đội ngũ',
  teamDescription: 'Những người đứng sau nền tảng: sản phẩm, kỹ thuật, cộng đồng và hợp tác.',
  teamIntro:
    'Chúng tôi là một nhóm nhỏ gồm game thủ, kỹ sư và người xây dựng cộng đồng, từng tự vận hành các cộng đồng Web3.',
  teamProduct: 'Sản phẩm',
  teamProductText:
    'Thiết kế sự kiện, nhiệm vụ và gói dịch vụ cùng dự án và người chơi, và quyết định những gì sẽ làm tiếp theo.',
  teamEngineering: 'Kỹ thuật',
  teamEngineeringText: 'Xây dựng cổng web, Telegram Mini App, các bot và bộ xác minh kiểm tra từng nhiệm vụ.',
  teamCommunity: 'Cộng đồng',
  teamCommunityText: 'Quản lý nhóm chat cộng đồng, trả lời người chơi và kiểm duyệt sự kiện, bài viết.',
  teamPartnerships: 'Hợp tác',
  teamPartnershipsText: 'Làm việc với studio game, dự án và guild về chiến dịch và tích hợp.',
  teamJoin: 'Muốn gia nhập đội ngũ? Hãy gửi tin nhắn cho chúng tôi với chủ đề “Chung”.',

  guideTitle: 'Hướng dẫn',
  guideDescription:
    'Cách bắt đầu với tư cách người chơi hoặc dự án: tài khoản, sự kiện, nhiệm vụ, điểm, phần thưởng và clan.',
  guideIntro: 'Bạn mới đến? Các bước sau đưa bạn từ lúc đăng ký đến phần thưởng đầu tiên.',
  guideStep1Title: 'Tạo tài khoản',
  guideStep1Text:
    'Đăng ký bằng tên đăng nhập, hoặc đăng nhập bằng ví, Google hay Telegram. Xác minh email để có thể khôi phục tài khoản.',
  guideStep2Title: 'Liên kết ví và trò chơi',
  guideStep2Text:
    'Liên kết ví cho các nhiệm vụ token và NFT, và thêm tài khoản game trên hồ sơ để nhiệm vụ trong game và thống kê nhận ra bạn.',
  guideStep3Title: 'Tham gia sự kiện',
  guideStep3Text:
    'Chọn một sự kiện, đọc luật chơi và phần thưởng, rồi làm các nhiệm vụ. Bấm Xác minh sau mỗi nhiệm vụ.',
  guideStep4Title: 'Leo bảng xếp hạng',
  guideStep4Text:
    'Điểm của bạn là tổng điểm trong game, điểm mạng xã hội và điểm khác. Khi bằng điểm, ai đạt trước sẽ xếp trên.',
  guideStep5Title: 'Gia nhập clan',
  guideStep5Text: 'Chơi cùng bạn bè trong một clan và cùng tham gia các sự kiện clan.',
  guideTasksLink: 'Cách từng nhiệm vụ hoạt động',
  guideProjectsTitle: 'Dành cho dự án',
  guideProjectsText:
    'Chọn gói trên trang bảng giá, rồi tạo sự kiện qua năm bước: Chung, Nhiệm vụ, Điểm, Bảng xếp hạng, Phần thưởng.',

  guideTasksTitle: 'Cách các nhiệm vụ hoạt động',
  guideTasksDescription:
    'Giải thích từng loại nhiệm vụ: bạn làm gì, được kiểm tra thế nào, cộng vào điểm nào và gói nào cung cấp.',
  guideTasksIntro:
    'Mỗi nhiệm vụ cộng điểm vào một cột của bảng xếp hạng. Có nhiệm vụ được kiểm tra tự động, có nhiệm vụ hoàn thành ngay khi bạn nộp, và có nhiệm vụ do chủ sự kiện duyệt.',
  guideTasksColumnScore: 'Điểm',
  guideTasksColumnPlan: 'Từ gói',
  guideTasksWithoutAccess: 'Tự khai báo trên trang không có quyền truy cập để kiểm tra',
  verificationAutomatic: 'Kiểm tra tự động khi bạn bấm Xác minh',
  verificationSubmission: 'Hoàn thành khi bạn nộp câu trả lời',
  verificationReview: 'Do chủ sự kiện duyệt',
  verificationSelfDeclared: 'Tự khai báo: không thể kiểm tra, chủ sự kiện quyết định có cộng điểm hay không',
  scoreInGame: 'Trong game',
  scoreSocial: 'Mạng xã hội',
  scoreOther: 'Khác',
  taskHow_discord_join:
    'Tham gia máy chủ Discord mà sự kiện chỉ định. Chúng tôi kiểm tra tư cách thành viên bằng tài khoản Discord bạn đã liên kết.',
  taskHow_telegram_join:
    'Tham gia nhóm hoặc kênh Telegram công khai. Bot của chúng tôi kiểm tra tài khoản Telegram của bạn đã là thành viên.',
  taskHow_youtube_subscribe:
    'Đăng ký kênh YouTube. Chúng tôi kiểm tra lượt đăng ký bằng tài khoản YouTube bạn đã liên kết.',
  taskHow_facebook_like_page:
    'Thích trang Facebook rồi khai báo đã làm: không có API nào cho biết lượt thích trang, nên nhiệm vụ là tự khai báo.',
  taskHow_twitter_follow:
    'Theo dõi tài khoản X (Twitter). Chúng tôi kiểm tra bằng tài khoản X bạn đã liên kết.',
  taskHow_twitter_retweet: 'Đăng lại bài viết được chỉ định từ tài khoản X đã liên kết.',
  taskHow_twitter_reply:
    'Trả lời bài viết được chỉ định; câu trả lời phải chứa nội dung, hashtag hoặc lượt nhắc tên theo yêu cầu.',
  taskHow_twitter_like: 'Thích bài viết được chỉ định từ tài khoản X đã liên kết.',
  taskHow_twitter_tweet:
    'Đăng tweet của riêng bạn với nội dung, hashtag hoặc lượt nhắc tên theo yêu cầu; chúng tôi tìm nó trong các bài đăng gần đây của bạn.',
  taskHow_quiz: 'Trả lời các câu hỏi. Bạn đạt khi đủ số câu trả lời đúng.',
  taskHow_form: 'Điền biểu mẫu mà chủ sự kiện chuẩn bị; nhiệm vụ hoàn thành khi bạn gửi.',
  taskHow_visit_website:
    'Mở trang web qua liên kết của nhiệm vụ; lượt truy cập được ghi nhận khi bạn đến nơi.',
  taskHow_register:
    'Đăng ký trên nền tảng này qua liên kết đăng ký của sự kiện trong thời gian sự kiện diễn ra; chúng tôi kiểm tra trong hồ sơ của mình.',
  taskHow_in_game:
    'Đạt mục tiêu trong trò chơi (cấp độ, điểm số, số trận đấu); thống kê của trò chơi sẽ xác nhận.',
  taskHow_bug_hunting:
    'Tìm lỗi trong trò chơi hoặc ứng dụng và báo cáo kèm các bước tái hiện; chủ sự kiện chấp nhận báo cáo hợp lệ.',
  taskHow_mini_game:
    'Chơi trò đấu xúc xắc của bot cộng đồng trong nhóm Telegram của sự kiện; điểm bạn thắng ở đó sẽ được tính.',
  taskHow_custom_api:
    'Kết quả của bạn được máy chủ của nhà tổ chức kiểm tra; họ có thể yêu cầu bạn làm gì đó trong trò chơi hoặc ứng dụng của họ trước.',
  taskHow_hold_token:
    'Giữ ít nhất số lượng token yêu cầu trong ví đã liên kết; chúng tôi đọc số dư trên chuỗi.',
  taskHow_hold_nft:
    'Giữ một NFT thuộc bộ sưu tập được chỉ định trong ví đã liên kết; chúng tôi kiểm tra quyền sở hữu trên chuỗi.',
  taskHow_transaction:
    'Gửi một giao dịch tới hợp đồng được chỉ định từ ví đã liên kết trong thời gian sự kiện; chúng tôi tìm nó trên chuỗi.',

  communityTitle: 'Cộng đồng',
  communityDescription:
    'Gặp gỡ người chơi, clan và dự án khác: nhóm chat cộng đồng, clan, sự kiện và bảng xếp hạng.',
  communityIntro: 'Cộng đồng của chúng tôi sống trên Telegram và trên cổng web. Hãy ghé qua chào mọi người.',
  communityChatTitle: 'Nhóm chat cộng đồng',
  communityChatText: 'Đặt câu hỏi, tìm đồng đội và biết tin về sự kiện mới sớm nhất.',
  communityChatCta: 'Mở nhóm chat',
  communityClansTitle: 'Clan',
  communityClansText: 'Gia nhập hoặc lập clan và tranh tài trong các sự kiện clan.',
  communityLeaderboardTitle: 'Bảng xếp hạng',
  communityLeaderboardText: 'Xem những người chơi tích cực nhất trên mọi sự kiện.',
  communityRulesTitle: 'Quy tắc cộng đồng',
  communityRulesText:
    'Tôn trọng nhau, không spam hay lừa đảo, không dùng nhiều tài khoản để cày thưởng. Người kiểm duyệt có thể loại bất kỳ ai vi phạm.',

  roadmapTitle: 'Lộ trình',
  roadmapDescription:
    'Năm giai đoạn của chúng tôi: khởi động, MVP, phát hành đầu tiên, mở rộng và phát triển.',
  roadmapIntro: 'Chúng tôi đã đi từ đâu và sẽ đi đến đâu.',
  roadmapPhase: 'Giai đoạn {{number}}',
  roadmapKickOff: 'Khởi động',
  roadmapKickOffText:
    'Nghiên cứu cùng các trò chơi và guild, đội ngũ đầu tiên và ý tưởng về nhiệm vụ nhỏ có xác minh.',
  roadmapMvp: 'MVP',
  roadmapMvpText: 'Sự kiện với nhiệm vụ mạng xã hội, đăng nhập bằng ví và những bảng xếp hạng đầu tiên.',
  roadmapFirstRelease: 'Phát hành đầu tiên',
  roadmapFirstReleaseText:
    'Clan, câu đố và biểu mẫu, thống kê trò chơi, Telegram Mini App và giám sát cộng đồng.',
  roadmapExpanding: 'Mở rộng',
  roadmapExpandingText:
    'Các gói dịch vụ, nền tảng nội dung và học viện, vòng quay may mắn, thêm trò chơi và ngôn ngữ.',
  roadmapEvolution: 'Phát triển',
  roadmapEvolutionText:
    'Tích hợp API cho doanh nghiệp, tiếp thị chéo sâu hơn giữa các trò chơi và một cộng đồng tự tổ chức sự kiện.',

  leaderboardTitle: 'Bảng xếp hạng',
  leaderboardDescription:
    'Những người chơi tích cực nhất trên mọi sự kiện: thứ hạng, điểm trong game, điểm mạng xã hội, điểm khác và tổng điểm.',
  leaderboardIntro:
    'Điểm từ mọi sự kiện được cộng dồn tại đây. Khi bằng điểm, ai đạt được trước sẽ xếp trên.',
  leaderboardEmpty: 'Chưa có điểm nào. Hãy tham gia một sự kiện và là người đầu tiên lên bảng.',
  leaderboardError: 'Không tải được bảng xếp hạng.',

  ifoTitle: 'Mở bán cho người hâm mộ đầu tiên',
  ifoDescription:
    'Mở bán cho người hâm mộ đầu tiên (IFO): những người ủng hộ sớm có một suất trong trò chơi hoặc dự án mới trước khi ra mắt công khai.',
  ifoIntro:
    'Mở bán cho người hâm mộ đầu tiên (IFO) thưởng cho những người hâm mộ đầu tiên của một trò chơi hay dự án — những người chơi thử, kiểm thử và lan tỏa trước ngày ra mắt.',
  ifoHowTitle: 'Cách hoạt động',
  ifoHowText:
    'Đối tác mở một IFO với một bộ nhiệm vụ. Người hâm mộ hoàn thành để có tên trong danh sách IFO; suất được trao theo thứ hạng khi IFO kết thúc.',
  ifoSignInTitle: 'Đăng nhập từ đối tác',
  ifoSignInText:
    'Nếu bạn đến từ trang của đối tác IFO, tài khoản sẽ được mở cho bạn bằng một liên kết dùng một lần; không cần mật khẩu.',
  ifoRulesTitle: 'Chơi công bằng',
  ifoRulesText:
    'Mỗi người một tài khoản. Dùng nhiều tài khoản, bot hoặc mua tương tác sẽ bị loại khỏi danh sách. Xem điều khoản để biết chi tiết.',

  referralTermsTitle: 'Điều khoản giới thiệu',
  referralTermsDescription:
    'Cách chương trình giới thiệu hoạt động: mã của bạn, ai được tính là người được giới thiệu, phần thưởng và những điều không được phép.',

  termConditionTitle: 'Điều khoản và điều kiện',
  termConditionDescription:
    'Điều kiện để tham gia sự kiện, hoàn thành nhiệm vụ và nhận phần thưởng trên nền tảng.',
  privacyTitle: 'Chính sách quyền riêng tư',
  privacyDescription:
    'Chúng tôi thu thập dữ liệu cá nhân nào, vì sao, lưu trong bao lâu và bạn có những quyền gì với dữ liệu đó.',
  tosTitle: 'Điều khoản dịch vụ',
  tosDescription:
    'Quy định sử dụng nền tảng: tài khoản, sử dụng hợp lệ, gói dịch vụ, nội dung và trách nhiệm.',
  lastUpdated: 'Cập nhật lần cuối: {{date}}',

  pricingTitle: 'Bảng giá',
  pricingDescription:
    'Basic $99/tháng, Standard $299/tháng, Premium $499/tháng, Enterprise liên hệ bộ phận bán hàng — kèm loại nhiệm vụ và số bài viết của từng gói.',
  pricingIntro: 'Chọn gói phù hợp với dự án của bạn. Mọi gói đều có sự kiện, bảng xếp hạng và phần thưởng.',
  pricingPerMonth: '/tháng',
  pricingPopular: 'Phổ biến nhất',
  pricingContactSales: 'Liên hệ bán hàng',
  pricingChoose: 'Bắt đầu',
  pricingIncludesPrevious: 'Mọi thứ của gói {{plan}}, thêm:',
  pricingIncludes: 'Bao gồm:',
  pricingArticles_other: '{{count}} bài viết mỗi tháng trên Insights',
  pricingArticlesUnlimited: 'Không giới hạn bài viết trên Insights',
  pricingTaskTypes: 'Loại nhiệm vụ',
  pricingFeatures: 'Tính năng',
  planBasic: 'Basic',
  planStandard: 'Standard',
  planPremium: 'Premium',
  planEnterprise: 'Enterprise',
  planBasicText: 'Nhiệm vụ Web3 và mạng xã hội để xây dựng cộng đồng mới.',
  planStandardText:
    'Câu đố, biểu mẫu, nhiệm vụ trong game và giao dịch on-chain cho các trò chơi đang phát triển.',
  planPremiumText: 'Trò chơi nhỏ và săn lỗi cho các dự án đã vững vàng.',
  planEnterpriseText: 'Tất cả tính năng, thêm tích hợp API và gói được thiết kế cùng bạn.',
  featureTransactionTasks: 'Nhiệm vụ giao dịch',
  featureOffchainStatistics: 'Thống kê off-chain',
  featureMiniGame: 'Trò chơi nhỏ',
  featureApiIntegration: 'Tích hợp API',
  pricingFaq: 'Có câu hỏi về các gói? Hãy đọc câu hỏi thường gặp hoặc liên hệ bộ phận bán hàng.',
};
