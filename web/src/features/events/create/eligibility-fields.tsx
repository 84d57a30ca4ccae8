import { Fieldset, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { EligibilityRules } from '@w2e/core/contracts/trust';
import { RISK_LEVELS } from '@w2e/core/trust/score';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Rule = keyof EligibilityRules;
type WithRules = FieldValues & { eligibility?: Partial<EligibilityRules> | undefined };

const SWITCHES = [
  ['verified_email', 'trust:verifiedEmail'],
  ['linked_telegram', 'trust:linkedTelegram'],
  ['passed_captcha', 'trust:passedCaptcha'],
] as const;
const MINIMUMS = [
  ['min_account_age_days', 'trust:minAccountAge', 'eligibility-min-account-age'],
  ['min_wallet_age_days', 'trust:minWalletAge', 'eligibility-min-wallet-age'],
  ['min_wallet_tx_count', 'trust:minWalletTx', 'eligibility-min-wallet-tx'],
] as const;

/** The Reward step's rules to win (docs/trust.md): everyone may do the tasks, these decide who may win. */
export function EligibilityFields<T extends WithRules>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const name = (rule: Rule) => `eligibility.${rule}` as FieldPath<T>;
  return (
    <Fieldset legend={t('trust:rulesTitle')} data-testid="eligibility-fields">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('trust:rulesIntro')}
        </Text>
        {SWITCHES.map(([rule, label]) => (
          <Controller
            key={rule}
            control={control}
            name={name(rule)}
            render={({ field }) => (
              <Switch
                label={t(label)}
                checked={Boolean(field.value)}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
              />
            )}
          />
        ))}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {MINIMUMS.map(([rule, label, testId]) => (
            <Controller
              key={rule}
              control={control}
              name={name(rule)}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t(label)}
                  allowDecimal={false}
                  allowNegative={false}
                  min={0}
                  value={typeof (field.value as unknown) === 'number' ? (field.value as number) : ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  data-testid={testId}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('trust:walletRulesNote')}
        </Text>
        <Controller
          control={control}
          name={name('max_risk_level')}
          render={({ field }) => (
            <Select
              label={t('trust:maxRiskLevel')}
              allowDeselect={false}
              maw={280}
              value={(field.value as string | undefined) ?? 'medium'}
              onChange={(value) => field.onChange(value ?? 'medium')}
              data={RISK_LEVELS.map((level) => ({ value: level, label: t(`trust:level_${level}`) }))}
              data-testid="eligibility-max-risk"
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
