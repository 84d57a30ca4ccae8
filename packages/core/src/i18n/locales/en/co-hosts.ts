/** Co-hosts: an event's host invites other projects, games or clans, which accept or decline. */
export const coHosts = {
  // Server answers
  invited: '{{host}} is invited to co-host the event',
  alreadyInvited: '{{host}} is already invited to co-host this event',
  ownHost: 'The event’s own host cannot be its co-host',
  hostNotFound: 'No project, game or clan has this id',
  notFound: 'Co-host invitation not found',
  decisionForbidden: 'Only the invited host’s managers can answer this invitation',
  alreadyAnswered: 'This invitation has already been answered',
  removeForbidden: 'Only the event’s host or the co-host can remove a co-host',
  accepted: 'Invitation accepted: the event is listed as yours too',
  declined: 'Invitation declined',
  removed: 'Co-host removed',
  acceptRequired: 'Say whether you accept: true or false',
  // The editor's section
  sectionTitle: 'Co-hosts',
  sectionIntro:
    'Invite other projects or games to co-host this event: once they accept, it is listed on their pages too.',
  searchLabel: 'Find a project or game',
  searchPlaceholder: 'Type a name',
  noCandidates: 'Nothing found',
  invite: 'Invite',
  remove: 'Remove',
  removeNamed: 'Remove {{host}}',
  none: 'No co-hosts yet.',
  statusInvited: 'Invited',
  statusAccepted: 'Accepted',
  statusDeclined: 'Declined',
  // The invited side
  invitationsTitle: 'Invitations to co-host',
  invitationText: '{{host}} is invited to co-host',
  accept: 'Accept',
  decline: 'Decline',
  acceptNamed: 'Accept the invitation to co-host {{event}}',
  declineNamed: 'Decline the invitation to co-host {{event}}',
  // Lists and the event page
  coHostBadge: 'Co-host',
  coHostedBy: 'Co-hosted by',
} as const;
