import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createProject } from '@w2e/core/api/projects';
import { type CreateProjectBody, createProjectBodySchema } from '@w2e/core/contracts/projects';
import { errorMap } from '@w2e/core/validation/error-map';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/api';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { ARTICLES_KEY } from '../use-articles';

/** Articles are published by projects: a first-time author names theirs here (it starts on Basic). */
export function ProjectSetup() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(createProjectBodySchema.pick({ name: true }), { error: errorMap }),
    defaultValues: { name: '' },
  });
  const fieldError = useFieldError(errors);
  const onSubmit = handleSubmit(async (body: CreateProjectBody) => {
    try {
      const { message } = await createProject(http, body);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
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
          <Button type="submit" loading={isSubmitting} w="fit-content">
            {t('articles:createProject')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
