import { ActionIcon, Avatar, Box, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { PHOTO_ACCEPT } from '@ponte/shared/files.schema';
import type { ProfileSummary } from '@ponte/shared/profile.schema';
import { IconCamera, IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { SESSION_QUERY_KEY } from '@/lib/session';
import {
  fileHref,
  removeProfilePhoto,
  setProfilePhoto,
  uploadErrorText,
  uploadProfilePhoto,
} from '../api/photo-api.ts';
import { profileKey } from '../api/profile-api.ts';

// The cropper (react-easy-crop) loads when a photo is chosen, not with every profile.
const PhotoCropModal = lazy(async () => ({ default: (await import('./photo-crop-modal.tsx')).PhotoCropModal }));

export function displayName(summary: Pick<ProfileSummary, 'firstName' | 'lastName' | 'socialName'>): string {
  return summary.socialName?.trim() || `${summary.firstName} ${summary.lastName}`.trim();
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface PhotoAvatarProps {
  summary: ProfileSummary;
  editable: boolean;
  size: number;
}

/** The round profile photo (initials when there is none) and, for who may edit, the change/delete menu (spec §4). */
export function PhotoAvatar({ summary, editable, size }: PhotoAvatarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // Mounted with the first photo chosen, then kept for the modal's closing transition.
  const [cropper, setCropper] = useState(false);
  if (file && !cropper) setCropper(true);
  const name = displayName(summary);
  const publicId = summary.publicId;

  // The header avatar reads the photo from the session: refresh both.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKey(publicId) }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);

  const upload = useMutation({
    mutationFn: async (jpeg: Blob) => {
      const uploaded = await uploadProfilePhoto(jpeg);
      await setProfilePhoto(publicId, uploaded.id);
    },
    onSuccess: async () => {
      setFile(null);
      notify(t('profile.photo.saved'), 'success');
      await refresh();
    },
    onError: (error) => notify(uploadErrorText(error) ?? t('profile.photo.uploadFailed'), 'error'),
  });

  const remove = useMutation({
    mutationFn: () => removeProfilePhoto(publicId),
    onSuccess: async () => {
      notify(t('profile.photo.removed'), 'success');
      await refresh();
    },
    onError: () => notify(t('profile.photo.removeFailed'), 'error'),
  });

  const onFileChosen = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (!(PHOTO_ACCEPT as readonly string[]).includes(chosen.type)) {
      notify(t('profile.photo.invalidType'), 'error');
      return;
    }
    setFile(chosen);
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('profile.photo.removeConfirm'),
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  const avatar = (
    <Avatar
      src={summary.photoUrl ? fileHref(summary.photoUrl) : null}
      alt={t('profile.photo.alt', { name })}
      size={size}
      radius="50%"
      variant="filled"
      color="gray.7"
      data-testid="profile-photo"
    >
      <Text fw={600} fz={size / 2.6} aria-hidden>
        {initials(name)}
      </Text>
    </Avatar>
  );

  if (!editable) return avatar;

  return (
    <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
      {avatar}
      <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            pos="absolute"
            bottom={0}
            right={0}
            radius="xl"
            size="lg"
            variant="filled"
            aria-label={t('profile.photo.options')}
            loading={upload.isPending || remove.isPending}
          >
            <IconCamera size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('profile.photo.options')}>
          <Menu.Item leftSection={<IconPhotoEdit size={16} aria-hidden />} onClick={() => input.current?.click()}>
            {summary.photoUrl ? t('profile.photo.change') : t('profile.photo.add')}
          </Menu.Item>
          {summary.photoUrl && (
            <Menu.Item color={TEXT.negative} leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmRemove}>
              {t('profile.photo.remove')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="photo-input"
        onChange={(event) => onFileChosen(event.currentTarget.files?.[0])}
      />
      {cropper && (
        <Suspense fallback={null}>
          <PhotoCropModal
            file={file}
            saving={upload.isPending}
            onCancel={() => setFile(null)}
            onSave={(jpeg) => upload.mutate(jpeg)}
            onFailure={() => notify(t('profile.photo.uploadFailed'), 'error')}
          />
        </Suspense>
      )}
    </Box>
  );
}
