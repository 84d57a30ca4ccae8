import { List, Modal } from '@mantine/core';
import { PRODUCT_VERSION } from '@w2e/core/constants';
import { useTranslation } from 'react-i18next';

/** The release note of the footer's version, loaded when someone asks for it. */
export function ReleaseNote({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('releaseNote:title', { version: PRODUCT_VERSION })}
      closeButtonProps={{ 'aria-label': t('shell:close') }}
      centered
    >
      <List spacing="xs" data-testid="release-note">
        {t('releaseNote:items')
          .split('|')
          .map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
      </List>
    </Modal>
  );
}
