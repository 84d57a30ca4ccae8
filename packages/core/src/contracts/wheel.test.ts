import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { en } from '../i18n/resources-en';
import { vi } from '../i18n/resources-vi';
import { prizeText, WHEEL_PRIZE_KINDS } from './wheel';

describe('prizeText', () => {
  it('says what each kind of prize gives, with its amount where it has one, in English and Vietnamese', () => {
    const english = createI18n({ language: 'en', resources: { en, vi } });
    const vietnamese = createI18n({ language: 'vi', resources: { en, vi } });
    expect(WHEEL_PRIZE_KINDS.map((kind) => prizeText(english.t, { prize_kind: kind, amount: 5 }))).toEqual([
      'Score +5',
      'Spins +5',
      'Badge',
      'Prize from the host',
    ]);
    expect(WHEEL_PRIZE_KINDS.map((kind) => prizeText(vietnamese.t, { prize_kind: kind, amount: 5 }))).toEqual(
      ['Điểm +5', 'Lượt quay +5', 'Huy hiệu', 'Giải thưởng từ chủ sự kiện'],
    );
  });
});
