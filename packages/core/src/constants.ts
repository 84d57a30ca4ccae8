/** Business constants of spec section 9 that every surface shares. */
export const PRODUCT_VERSION = '3.2.3';
/** How long a toast stays (the toast component's own default, 2000 ms, is not used). */
export const TOAST_DURATION_MS = 5000;
/** The JWT lives under this localStorage key and in a cookie of the same name with path `/`. */
export const TOKEN_STORAGE_KEY = 'jwtToken';
/** sessionStorage key that holds a referral code until a sign-in submits it. */
export const REFERRAL_STORAGE_KEY = 'referral_code';
/** The API base every surface calls. */
export const API_BASE = '/api';
