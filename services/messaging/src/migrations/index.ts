import { Messaging1763700001100 } from './1763700001100-messaging';
import { MemberTiers1763700001320 } from './1763700001320-member-tiers';
import { ContactExchange1763700001400 } from './1763700001400-contact-exchange';

export const messagingMigrations = [
  Messaging1763700001100,
  MemberTiers1763700001320,
  ContactExchange1763700001400,
];
