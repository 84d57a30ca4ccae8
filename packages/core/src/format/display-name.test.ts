import { describe, expect, it } from 'vitest';
import { displayName, memberName } from './display-name';

const none = { name: null, auth_metamask_wallet: null, email: null, email_unverify: null };
const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('displayName', () => {
  it('prefers name, then wallet, then email, then unverified email, then the fallback', () => {
    const all = { name: 'Linh', auth_metamask_wallet: wallet, email: 'a@b.co', email_unverify: 'c@d.co' };
    expect(displayName(all, 'Profile')).toBe('Linh');
    expect(displayName({ ...all, name: '  ' }, 'Profile')).toBe('0x52...69EE7');
    expect(displayName({ ...none, email: 'a@b.co', email_unverify: 'c@d.co' }, 'Profile')).toBe('a@b.co');
    expect(displayName({ ...none, email_unverify: 'c@d.co' }, 'Profile')).toBe('c@d.co');
    expect(displayName(none, 'Hồ sơ')).toBe('Hồ sơ');
  });
});

describe('memberName', () => {
  it('prefers the name, then the username, then a dash', () => {
    expect(memberName({ name: 'Linh', username: 'linh_99' })).toBe('Linh');
    expect(memberName({ name: '', username: 'linh_99' })).toBe('linh_99');
    expect(memberName({ name: null, username: null })).toBe('—');
  });
});
