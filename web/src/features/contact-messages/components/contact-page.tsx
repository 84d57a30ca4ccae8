import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Card, Grid, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactMessageBody,
  type ContactMessageForm,
  contactMessageBodySchema,
  isContactTopic,
} from '@w2e/core/contracts/contact-messages';
import { errorMap } from '@w2e/core/validation/error-map';
import { useSendContactMessage } from '@w2e/react/contact-messages/queries';
import { useSession } from '@w2e/react/session/queries';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/content-page';
import { applyServerFieldErrors, useFieldError } from '../../../lib/form-errors';
import { COMMUNITY_CHAT_URL } from '../../../lib/links';
import { toast } from '../../../lib/toast';

const FIELDS = ['name', 'email', 'topic', 'subject', 'message'] as const;

/**
 * /contact: the form that reaches the operators (stored, then mailed by the server). `?topic=` preselects the
 * topic, so "Contact sales" on /pricing arrives on Sales. A signed-in user's name and email are filled in.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const send = useSendContactMessage();
  const [params] = useSearchParams();
  const requested = params.get('topic');
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ContactMessageForm, unknown, ContactMessageBody>({
    resolver: zodResolver(contactMessageBodySchema, { error: errorMap }),
    defaultValues: {
      name: '',
      email: '',
      topic: isContactTopic(requested) ? requested : 'general',
      subject: '',
      message: '',
    },
  });
  // The session may arrive after the first render; never overwrite what the visitor already typed.
  useEffect(() => {
    if (user?.name && !getValues('name')) setValue('name', user.name);
    if (user?.email && !getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);
  const fieldError = useFieldError(errors);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await send.mutateAsync(body);
      toast.success(message);
      reset({ ...getValues(), subject: '', message: '' });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <ContentPage title="contact:title" description="contact:description" intro="contact:intro">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form onSubmit={onSubmit} noValidate aria-label={t('contact:title')}>
            <Stack>
              <TextInput
                label={t('contact:name')}
                autoComplete="name"
                required
                error={fieldError('name')}
                {...register('name')}
              />
              <TextInput
                label={t('contact:email')}
                type="email"
                autoComplete="email"
                required
                error={fieldError('email')}
                {...register('email')}
              />
              <Controller
                control={control}
                name="topic"
                render={({ field }) => (
                  <Select
                    label={t('contact:topic')}
                    required
                    allowDeselect={false}
                    data={CONTACT_TOPICS.map((topic) => ({
                      value: topic,
                      label: t(CONTACT_TOPIC_LABELS[topic]),
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'general')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldError('topic')}
                  />
                )}
              />
              <TextInput
                label={t('contact:subject')}
                required
                maxLength={CONTACT_SUBJECT_MAX}
                error={fieldError('subject')}
                {...register('subject')}
              />
              <Textarea
                label={t('contact:message')}
                placeholder={t('contact:messagePlaceholder')}
                required
                autosize
                minRows={5}
                maxLength={CONTACT_MESSAGE_MAX}
                error={fieldError('message')}
                {...register('message')}
              />
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('contact:send')}
              </Button>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" component="aside">
            <Title order={2} fz="h4" mb={6}>
              {t('contact:otherWays')}
            </Title>
            <Text fz="sm" c="dimmed" mb="sm">
              {t('contact:chatText')}
            </Text>
            <Anchor href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
              {t('pages:helpCommunityChat')}
            </Anchor>
          </Card>
        </Grid.Col>
      </Grid>
    </ContentPage>
  );
}
