// Who in a clinic may use what (issue 29). One table: every signed-in route row names its entry
// (functions/routes/, checked on the server by the user chain), and the cabinet hides what the signed-in
// person's role cannot use. The clinic's own account is its owner; staff join by invitation.

export const staffRoles = ['owner', 'administrator', 'marketer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Roles an owner may invite or move a person to: a clinic has one owner, its own account. */
export const invitableRoles = ['administrator', 'marketer'] as const satisfies readonly StaffRole[];
export type InvitableRole = (typeof invitableRoles)[number];

export const roleNames: Record<StaffRole, string> = {
  owner: 'Владелец',
  administrator: 'Администратор',
  marketer: 'Маркетолог',
};

/**
 * The parts of the cabinet and who may use each. A signed-in route row declares one of these as its
 * `roles`; a new part is a new line here, never a list written out in a row.
 */
export const rolesFor = {
  /** One's own account (profile, password, e-mail, sign-out) and what every screen reads (clinic, services, doctors). */
  everyone: ['owner', 'administrator', 'marketer'],
  /** The clinic's profile, services and prices, integrations, payment, staff and the activity log. */
  owner: ['owner'],
  /** 'Заявки' read: a marketer reads them without phones unless the owner allowed (leadPhoneVisible). */
  leadsRead: ['owner', 'administrator', 'marketer'],
  /** 'Заявки' work (status, resend, delete) and 'Журнал'. */
  leadsWork: ['owner', 'administrator'],
  /** 'Врачи': doctors and their schedules, with their photos. */
  schedules: ['owner', 'administrator'],
  /** 'Мои квизы', the builder and its analytics. */
  quizzes: ['owner', 'marketer'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type CabinetPart = keyof typeof rolesFor;

export function mayUse(part: CabinetPart | readonly StaffRole[], role: StaffRole): boolean {
  const roles: readonly StaffRole[] = typeof part === 'string' ? rolesFor[part] : part;
  return roles.includes(role);
}

export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** Whether a person sees the patients' phones: everyone but a marketer, and a marketer the owner allowed. */
export function leadPhoneVisible(role: StaffRole, phonesAllowed: boolean): boolean {
  return role !== 'marketer' || phonesAllowed;
}

/** A phone as a marketer without the permission sees it: the country code and the last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  return `+${digits.startsWith('7') ? '7' : digits.slice(0, 1)} *** ***-**-${digits.slice(-2)}`;
}
