/** Where the help links go (left navigation, drawer, footer, the contact and guide pages): the community chat. */
export const COMMUNITY_CHAT_URL = 'https://t.me/w2ehub_community';
