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
};
