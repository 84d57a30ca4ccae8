/** The image picker (ImageInput) and the upload endpoint's own refusals; file rules live in `validation`. */
export const uploads = {
  drop: 'Drag an image here or click to choose one',
  hint: 'PNG, GIF or JPEG, up to {{size}}',
  uploading: 'Uploading…',
  remove: 'Remove image',
  preview: 'Preview of the chosen image',
  fileMissing: 'Choose a file to upload',
  kindInvalid: 'Say what the image is for: banner, cover or logo',
} as const;
