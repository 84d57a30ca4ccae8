import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { UPLOAD_MAX_BYTES, type UploadKind } from '@w2e/core/contracts/uploads';
import { checkFiles, formatFileSize, IMAGE_MIME } from '@w2e/core/validation/files';
import { translateMessage } from '@w2e/core/validation/message';
import { useUploadImage } from '@w2e/react/uploads/queries';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImageInputProps {
  label: string;
  /** Decides the size limit (and, on the server, the folder). */
  kind: UploadKind;
  /** The uploaded image's URL, or empty. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  description?: string;
  /** A message for this field from the form (already translated). */
  error?: string;
  disabled?: boolean;
}

const ACCEPT = Object.values(IMAGE_MIME);

/**
 * Pick or drop one image: it is checked here with core's file rules (the same messages the server gives),
 * uploaded at once to POST /api/uploads, and shown as a preview. The form keeps only the URL.
 */
export function ImageInput({ label, kind, value, onChange, description, error, disabled }: ImageInputProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const upload = useUploadImage(kind);
  const maxBytes = UPLOAD_MAX_BYTES[kind];

  // The local preview shown while uploading is an object URL: release it when it is replaced.
  useEffect(() => () => void (uploading && URL.revokeObjectURL(uploading)), [uploading]);

  const check = (files: { name: string; size: number }[]) =>
    checkFiles(files, { maxBytes, maxFiles: 1 }).map((key) => translateMessage(t, key));

  const onDrop = async (files: FileWithPath[]) => {
    const problems = check(files);
    if (problems.length > 0 || !files[0]) {
      setProblem(problems[0] ?? null);
      return;
    }
    const file = files[0];
    setProblem(null);
    setUploading(URL.createObjectURL(file));
    try {
      const result = await upload.mutateAsync(file);
      onChange(result.url);
    } catch {
      // The API client has already shown the server's message in a toast.
      setProblem(t('validation:uploadFailed'));
    } finally {
      setUploading(null);
    }
  };

  const shown = uploading ?? value ?? null;
  const message = problem ?? error;
  return (
    <Input.Wrapper
      label={label}
      description={description ?? t('uploads:hint', { size: formatFileSize(maxBytes) })}
      error={message}
      id={inputId}
      labelElement="label"
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(files) => void onDrop(files)}
          onReject={(rejections) => setProblem(check(rejections.map((r) => r.file))[0] ?? null)}
          accept={ACCEPT}
          multiple={false}
          loading={uploading !== null}
          disabled={disabled}
          inputProps={{ id: inputId, 'aria-describedby': message ? `${inputId}-error` : undefined }}
          aria-invalid={message ? true : undefined}
          aria-label={`${label}: ${t('uploads:drop')}`}
          p="md"
        >
          <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
            {uploading ? <Loader size="sm" /> : null}
            <Text size="sm" ta="center">
              {uploading ? t('uploads:uploading') : t('uploads:drop')}
            </Text>
          </Group>
        </Dropzone>
        {shown ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <Image
              src={shown}
              alt={t('uploads:preview')}
              h={kind === 'logo' ? 64 : 96}
              w={kind === 'logo' ? 64 : 'auto'}
              maw="100%"
              fit="contain"
              radius="sm"
            />
            {value && !uploading ? (
              <CloseButton
                aria-label={t('uploads:remove')}
                onClick={() => onChange(null)}
                disabled={disabled}
              />
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
