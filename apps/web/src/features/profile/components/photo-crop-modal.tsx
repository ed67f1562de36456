import { Box, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { cropToJpeg } from './photo-crop-image.ts';

/** Spec §5/§9: zoom 1–2 in steps of 0.01, rotation 0–360, a round crop of square aspect, in a 400px modal. */
export const PHOTO_ZOOM = { min: 1, max: 2, step: 0.01 } as const;
export const PHOTO_ROTATION = { min: 0, max: 360, step: 1 } as const;

interface PhotoCropModalProps {
  file: File | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (jpeg: Blob) => void;
  /** The image could not be read or cut: the caller tells the person. */
  onFailure: () => void;
}

export function PhotoCropModal({ file, saving, onCancel, onSave, onFailure }: PhotoCropModalProps) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(PHOTO_ZOOM.min);
  const [rotation, setRotation] = useState<number>(PHOTO_ROTATION.min);
  const [area, setArea] = useState<Area | null>(null);
  const [cutting, setCutting] = useState(false);

  useEffect(() => {
    if (!file) {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(PHOTO_ZOOM.min);
    setRotation(PHOTO_ROTATION.min);
    setArea(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const save = async () => {
    if (!src || !area) return;
    setCutting(true);
    try {
      onSave(await cropToJpeg(src, area, rotation));
    } catch {
      onFailure();
    } finally {
      setCutting(false);
    }
  };

  return (
    <Modal
      opened={file !== null}
      onClose={onCancel}
      title={t('profile.photo.cropTitle')}
      size={MODAL_WIDTH}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      <Stack gap="md">
        <Box
          pos="relative"
          h={280}
          bg="gray.9"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={1}
              cropShape="round"
              showGrid={false}
              minZoom={PHOTO_ZOOM.min}
              maxZoom={PHOTO_ZOOM.max}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: '' }}
              cropperProps={{ role: 'group', 'aria-label': t('profile.photo.cropArea') }}
            />
          )}
        </Box>
        <div>
          <Text size="sm" fw={500} aria-hidden>
            {t('profile.photo.zoom')}
          </Text>
          <Slider
            min={PHOTO_ZOOM.min}
            max={PHOTO_ZOOM.max}
            step={PHOTO_ZOOM.step}
            value={zoom}
            onChange={setZoom}
            label={(v) => v.toFixed(2)}
            thumbLabel={t('profile.photo.zoom')}
            data-testid="photo-zoom"
          />
        </div>
        <div>
          <Text size="sm" fw={500} aria-hidden>
            {t('profile.photo.rotation')}
          </Text>
          <Slider
            min={PHOTO_ROTATION.min}
            max={PHOTO_ROTATION.max}
            step={PHOTO_ROTATION.step}
            value={rotation}
            onChange={setRotation}
            label={(v) => t('profile.photo.rotationValue', { degrees: v })}
            thumbLabel={t('profile.photo.rotation')}
            data-testid="photo-rotation"
          />
        </div>
        <FormActions
          submitLabel={t('profile.photo.save')}
          onSubmit={() => void save()}
          onCancel={onCancel}
          cancelDisabled={saving}
          loading={saving || cutting}
          disabled={!area}
        />
      </Stack>
    </Modal>
  );
}
