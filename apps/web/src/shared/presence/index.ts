export { NeedPresence, PresenceEditingWarning } from './need-presence.tsx';
export { PresenceAvatars } from './presence-avatars.tsx';
export { claimPresence, readPresenceUsers } from './presence-registry.ts';
export { useNeedPresence } from './use-need-presence.ts';
