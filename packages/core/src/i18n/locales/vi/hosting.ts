/** Tổ chức sự kiện: lần đầu của nhà tổ chức (danh sách việc cần làm, trang dự án) và thứ tự nhiệm vụ. */
export const hosting = {
  dependsOn: 'Mở sau khi xong: {{names}}',
  moveUp: 'Chuyển “{{name}}” lên',
  moveDown: 'Chuyển “{{name}}” xuống',
  orderSaved: 'Đã lưu thứ tự nhiệm vụ',
  dragHint: 'Kéo một nhiệm vụ, hoặc dùng các mũi tên, để đổi thứ tự người chơi thấy.',
  chosenPlan:
    'Bạn đã chọn gói {{plan}}: gói này được yêu cầu ngay khi dự án của bạn được tạo, và một quản trị viên sẽ xác nhận.',
  planRequested: 'Đã yêu cầu gói {{plan}}: một quản trị viên sẽ xác nhận',
  checklistTitle: 'Sự kiện đầu tiên của bạn',
  stepDone: 'Đã xong',
  stepToDo: 'Cần làm',
  stepProject: 'Tạo dự án của bạn',
  stepProjectDone: 'Dự án: {{name}}',
  stepProjectLink: 'Tạo ngay',
  stepPlan: 'Chọn một gói',
  stepPlanDone: 'Gói: {{plan}}',
  stepPlanWaiting: 'Đã yêu cầu gói {{plan}}: đang chờ quản trị viên',
  stepPlanLink: 'Xem các gói',
  stepEvent: 'Tạo sự kiện đầu tiên',
  stepEventLink: 'Bắt đầu',
  stepPublish: 'Công bố sự kiện',
};
