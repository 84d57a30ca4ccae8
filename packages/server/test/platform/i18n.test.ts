import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n';

/** The server's texts (src/lib/i18n.ts): plain ones are looked up once per language, the rest every time. */
describe('translator', () => {
  it('answers a plain text in each language, the same every time', () => {
    expect(translator('en')('tasks:formSubmitted')).toBe(translator('en')('tasks:formSubmitted'));
    expect(translator('vi')('tasks:formSubmitted')).toBe('Gửi biểu mẫu thành công');
    expect(translator('vi')('tasks:formSubmitted', {})).toBe('Gửi biểu mẫu thành công');
    expect(translator('en')('tasks:formSubmitted')).not.toBe(translator('vi')('tasks:formSubmitted'));
  });

  it('fills in the parameters of each call, before and after the same text was asked for without them', () => {
    const t = translator('en');
    const bare = t('shell:version');
    expect(t('shell:version', { version: '1.2.3' })).toBe('Version 1.2.3');
    expect(t('shell:version', { version: '4.5.6' })).toBe('Version 4.5.6');
    expect(t('shell:version')).toBe(bare);
    expect(t('shell:version', { version: '7.8.9' })).toBe('Version 7.8.9');
  });
});
