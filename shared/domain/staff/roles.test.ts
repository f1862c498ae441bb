import { invitableRoles, leadPhoneVisible, maskPhone, mayUse, rolesFor, staffRoles } from './roles';

describe('staff roles', () => {
  it('lets the owner use every part of the cabinet', () => {
    for (const part of Object.keys(rolesFor) as Array<keyof typeof rolesFor>) expect(mayUse(part, 'owner')).toBe(true);
  });

  it('gives an administrator leads and schedules, not integrations, payment, staff or quizzes', () => {
    expect(mayUse('leadsRead', 'administrator')).toBe(true);
    expect(mayUse('leadsWork', 'administrator')).toBe(true);
    expect(mayUse('schedules', 'administrator')).toBe(true);
    expect(mayUse('owner', 'administrator')).toBe(false);
    expect(mayUse('quizzes', 'administrator')).toBe(false);
  });

  it('gives a marketer quizzes and read-only leads', () => {
    expect(mayUse('quizzes', 'marketer')).toBe(true);
    expect(mayUse('leadsRead', 'marketer')).toBe(true);
    expect(mayUse('leadsWork', 'marketer')).toBe(false);
    expect(mayUse('schedules', 'marketer')).toBe(false);
    expect(mayUse('owner', 'marketer')).toBe(false);
  });

  it('lets every role use its own account', () => {
    for (const role of staffRoles) expect(mayUse('everyone', role)).toBe(true);
  });

  it('never invites a second owner', () => {
    expect(invitableRoles).not.toContain('owner');
  });

  it('hides phones from a marketer unless allowed', () => {
    expect(leadPhoneVisible('marketer', false)).toBe(false);
    expect(leadPhoneVisible('marketer', true)).toBe(true);
    expect(leadPhoneVisible('administrator', false)).toBe(true);
    expect(leadPhoneVisible('owner', false)).toBe(true);
  });

  it('masks every digit of a phone but the country code and the last two', () => {
    expect(maskPhone('+7 (912) 345-67-89')).toBe('+7 *** ***-**-89');
    expect(maskPhone('+7 (912) 345-67-89')).not.toMatch(/912|345|67/);
    expect(maskPhone('12')).toBe('***');
  });
});
