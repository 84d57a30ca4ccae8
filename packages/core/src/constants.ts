/** Business constants of spec section 9 that every surface shares. */
export const PRODUCT_VERSION = '3.2.3';
/** How long a toast stays (the toast component's own default, 2000 ms, is not used). */
export const TOAST_DURATION_MS = 5000;
/** The JWT lives under this localStorage key and in a cookie of the same name with path `/`. */
export const TOKEN_STORAGE_KEY = 'jwtToken';
/** sessionStorage key that holds a referral code until a sign-in submits it. */
export const REFERRAL_STORAGE_KEY = 'referral_code';
/** sessionStorage key that holds the event of a registration link until a sign-in records the sign-up. */
export const EVENT_SIGNUP_STORAGE_KEY = 'event_signup';
/** The API base every surface calls. */
export const API_BASE = '/api';

/** Size of a popup window a page opens (an OAuth or wallet sign-in), in CSS pixels. */
export const POPUP_WINDOW_SIZE = { width: 500, height: 600 } as const;
/** The "quiz completed" dialog closes on its own after this long, so the player is back on the event page. */
export const QUIZ_COMPLETED_DIALOG_CLOSE_MS = 3000;
/**
 * Wei per token: balances and thresholds travel in wei. A bigint, because 10^18 is beyond Number's exact
 * integers and a float would round a holder's balance.
 */
export const TOKEN_BALANCE_UNIT = 1_000_000_000_000_000_000n;
/** Decimals of the token balance unit, for `formatUnits` / `parseUnits`. */
export const TOKEN_DECIMALS = 18;
/** `limit` of GET /users/profile/games (and its game details) when the caller gives none. */
export const GAMES_LIST_DEFAULT_LIMIT = 100;
/** `limit` of GET /users/profile/referrals when the caller gives none. */
export const REFERRALS_DEFAULT_PAGE_SIZE = 5;
/** `daterange` of GET /users/{username}/games/{slug}/metrics. */
export const METRICS_DATE_RANGE = 100;
/**
 * The largest chain id a wallet accepts: MetaMask's bound, floor((Number.MAX_SAFE_INTEGER - 39) / 2). EIP-155
 * signatures carry `chainId * 2 + 35` (or + 36), which must stay an exact JavaScript number.
 */
export const WALLET_CHAIN_ID_MAX = 4503599627370476;
/** Bytes in a megabyte as the product shows file sizes (1024 × 1024). */
export const BYTES_PER_MEGABYTE = 1048576;
/** Reading speed behind an article's reading time. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * The id of the JSON block in which a page rendered on the server carries the data it was rendered from
 * (the server's plugins/page-render.ts writes it, the portal's app.tsx reads it).
 */
export const PAGE_STATE_ID = 'w2e-state';
