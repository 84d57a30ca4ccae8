import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CreateProjectBody, createProjectBodySchema } from '@w2e/core/contracts/projects';
import { errorMap } from '@w2e/core/validation/error-map';
import { useCreateProject } from '@w2e/react/projects/queries';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** Articles are published by projects: a first-time author names theirs here (it starts on Basic). */
export function ProjectSetup() {
  const { t } = useTranslation();
  const create = useCreateProject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({
    resolver: zodResolver(createProjectBodySchema.pick({ name: true }), { error: errorMap }),
    defaultValues: { name: '' },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (body: CreateProjectBody) => {
    try {
      const { message } = await create.mutateAsync(body);
      toast.success(message);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name']);
    }
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" maw={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} fz="h3">
            {t('articles:projectTitle')}
          </Title>
          <Text c="dimmed">{t('articles:projectIntro')}</Text>
          <TextInput
            label={t('articles:projectName')}
            required
            error={fieldError('name')}
            {...register('name')}
          />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('articles:createProject')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
