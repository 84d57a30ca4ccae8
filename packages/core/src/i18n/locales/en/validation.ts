/** Spec section 5: the wording here is binding. Variables use i18next's {{name}} form. */
export const validation = {
  required: 'This field is required',
  greaterThan: 'This field must be greater than {{min}}',
  minLength: 'This field must be at least {{minLength}} characters',
  maxLength: 'This field must be at most {{maxLength}} characters',
  type: 'This field must be {{type}}',
  url: 'This field must be a URL',
  email: 'This field must be an email',
  format: '{{type}} is not in the correct format',
  passwordsMatch: 'Passwords must match',
  password:
    'Password must be at least 8 characters and must include one uppercase, one lowercase, one number and one special character',
  username: 'Username may only contain letters, numbers and underscores',
  referralCode: 'Referral code may only contain letters and numbers',
  maximum: 'Maximum {{maxNumber}}',
} as const;
