export { NeedPresence } from './need-presence.tsx';
