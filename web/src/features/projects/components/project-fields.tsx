import { Textarea, TextInput } from '@mantine/core';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, type ProjectProfile } from '@w2e/core/contracts/projects';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@w2e/core/validation/social';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field';
import { SocialLinkFields } from '../../../components/social-link-fields';
import { useFieldError } from '../../../lib/form-errors';

/** A project page's fields as its forms hold them (/project/new and /project/:slug/edit). */
export interface ProjectFormValues {
  name: string;
  slug: string;
  logo_url: string | null;
  website: string;
  socials: Record<SocialNetwork, string>;
  description: string;
}

const FIELDS = new Set(['name', 'slug', 'logo_url', 'website', 'description']);
/** A 400's field paths these forms show: their own fields and each network's link (`socials.twitter`). */
export const ownsProjectPath = (path: string) => FIELDS.has(path) || path.startsWith('socials.');

/** The form's values for a project, or empty ones for a new project. */
export const projectFormValues = (project?: ProjectProfile): ProjectFormValues => ({
  name: project?.name ?? '',
  slug: project?.slug ?? '',
  logo_url: project?.logo_url ?? null,
  website: project?.website ?? '',
  socials: Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, project?.socials[network] ?? '']),
  ) as Record<SocialNetwork, string>,
  description: project?.description ?? '',
});

/**
 * The body of a project's page form: name, address, logo, website, channels, description, each with its one
 * message (the contract's rule, or the server's once sent). The page adds its own action; `slug` lets the new
 * project's page say whether the address is free and learn when the user types one of their own.
 */
export function ProjectFields({
  form,
  slug,
}: {
  form: UseFormReturn<ProjectFormValues>;
  slug?: { status?: ReactNode; taken?: string | undefined; onEdit?: () => void };
}) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const fieldError = useFieldError(errors);
  const slugField = register('slug');
  return (
    <>
      <TextInput
        label={t('projects:name')}
        required
        maxLength={PROJECT_NAME_MAX}
        error={fieldError('name')}
        {...register('name')}
      />
      <TextInput
        label={t('projects:slug')}
        description={
          <>
            {t('projects:slugHint')}
            {slug?.status ? <> · {slug.status}</> : null}
          </>
        }
        required
        error={fieldError('slug') ?? slug?.taken}
        {...slugField}
        onChange={(change) => {
          slug?.onEdit?.();
          return slugField.onChange(change);
        }}
      />
      <ImageField
        control={control}
        name="logo_url"
        label={t('projects:logo')}
        kind="logo"
        error={fieldError('logo_url')}
      />
      <TextInput
        label={t('projects:website')}
        placeholder={t('projects:websiteHint')}
        type="url"
        error={fieldError('website')}
        {...register('website')}
      />
      <SocialLinkFields
        legend={t('projects:socialsTitle')}
        hint={t('projects:socialsHint')}
        field={(network) => register(`socials.${network}`)}
        error={(network) => fieldError(`socials.${network}`)}
      />
      <Textarea
        label={t('projects:description')}
        description={t('projects:descriptionHint', { max: PROJECT_DESCRIPTION_MAX })}
        rows={6}
        maxLength={PROJECT_DESCRIPTION_MAX}
        error={fieldError('description')}
        {...register('description')}
      />
    </>
  );
}
