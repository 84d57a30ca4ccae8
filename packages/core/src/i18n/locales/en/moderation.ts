/** Moderation: the bots' notices and the dashboard's moderation settings and log. */
export const moderation = {
  holdNotice:
    '{{name}}, new members cannot post {{kind}} here until {{until}} UTC, so your message was removed. Write without it, or ask an admin to approve you.',
  kindLink: 'links',
  kindForward: 'forwards',
  kindMedia: 'media',
  kindMention: 'mentions of other chats',
  floodNotice: '{{name}} is muted for {{minutes}} min: too many messages at once.',
  stopWordNotice: '{{name}}, your message was removed: it contains a word this group does not allow.',
  approved: '{{name}} is approved: the newcomer rules no longer apply to them here.',
  approveUsage: 'Reply to a message of the member you want to approve with /approve.',
  stopWordTooBroad: 'These stop words would match nearly every message: {{patterns}}',
  notFound: 'That action is not in this chat’s moderation log.',
  notUndoable: 'That action cannot be undone, or it was undone already.',
};
