import { Text } from '@mantine/core';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { useTranslation } from 'react-i18next';
import { ContentPage, Sections } from '../../../components/content-page';

type Pair = readonly [TranslationKey, TranslationKey];

function LegalPage(props: {
  title: TranslationKey;
  description: TranslationKey;
  intro: TranslationKey;
  sections: readonly Pair[];
}) {
  const { t } = useTranslation();
  return (
    <ContentPage title={props.title} description={props.description} size="sm">
      <Text c="dimmed" fz="sm">
        {t('pages:lastUpdated', { date: t('legal:updatedOn') })}
      </Text>
      <Text fz="lg">{t(props.intro)}</Text>
      <Sections items={props.sections} />
    </ContentPage>
  );
}

const TERMS: Pair[] = [
  ['legal:terms1Title', 'legal:terms1Text'],
  ['legal:terms2Title', 'legal:terms2Text'],
  ['legal:terms3Title', 'legal:terms3Text'],
  ['legal:terms4Title', 'legal:terms4Text'],
  ['legal:terms5Title', 'legal:terms5Text'],
  ['legal:terms6Title', 'legal:terms6Text'],
  ['legal:terms7Title', 'legal:terms7Text'],
];

/** /about/term-condition: the conditions of events, tasks and rewards. */
export function TermConditionPage() {
  return (
    <LegalPage
      title="pages:termConditionTitle"
      description="pages:termConditionDescription"
      intro="legal:termsIntro"
      sections={TERMS}
    />
  );
}

const TOS: Pair[] = [
  ['legal:tos1Title', 'legal:tos1Text'],
  ['legal:tos2Title', 'legal:tos2Text'],
  ['legal:tos3Title', 'legal:tos3Text'],
  ['legal:tos4Title', 'legal:tos4Text'],
  ['legal:tos5Title', 'legal:tos5Text'],
  ['legal:tos6Title', 'legal:tos6Text'],
  ['legal:tos7Title', 'legal:tos7Text'],
];

/** /about/tos: the terms of using the platform. */
export function TosPage() {
  return (
    <LegalPage
      title="pages:tosTitle"
      description="pages:tosDescription"
      intro="legal:tosIntro"
      sections={TOS}
    />
  );
}

const PRIVACY: Pair[] = [
  ['legal:privacy1Title', 'legal:privacy1Text'],
  ['legal:privacy2Title', 'legal:privacy2Text'],
  ['legal:privacy3Title', 'legal:privacy3Text'],
  ['legal:privacy4Title', 'legal:privacy4Text'],
  ['legal:privacy5Title', 'legal:privacy5Text'],
  ['legal:privacy6Title', 'legal:privacy6Text'],
];

/** /about/privacy-policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="pages:privacyTitle"
      description="pages:privacyDescription"
      intro="legal:privacyIntro"
      sections={PRIVACY}
    />
  );
}

const REFERRAL: Pair[] = [
  ['legal:referral1Title', 'legal:referral1Text'],
  ['legal:referral2Title', 'legal:referral2Text'],
  ['legal:referral3Title', 'legal:referral3Text'],
  ['legal:referral4Title', 'legal:referral4Text'],
  ['legal:referral5Title', 'legal:referral5Text'],
];

/** /about/referral-terms: the referral programme. */
export function ReferralTermsPage() {
  return (
    <LegalPage
      title="pages:referralTermsTitle"
      description="pages:referralTermsDescription"
      intro="legal:referralIntro"
      sections={REFERRAL}
    />
  );
}
