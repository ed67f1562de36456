import { Box, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { formatDecimal } from '@/lib/number-format';
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

interface CropSliderProps {
  label: string;
  /** The value as the person reads it, in their language ("1,25", "90°"). */
  valueText: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  'data-testid'?: string;
}

/**
 * A slider under its name, with its value at the end of the same line: a tooltip over the thumb would
 * cover the name above it. Screen readers hear the name and the same value text.
 */
function CropSlider({ label, valueText, ...slider }: CropSliderProps) {
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap" aria-hidden>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" data-slider-value>
          {valueText}
        </Text>
      </Group>
      <Slider {...slider} label={null} thumbLabel={label} thumbValueText={valueText} />
    </div>
  );
}

export function PhotoCropModal({ file, saving, onCancel, onSave, onFailure }: PhotoCropModalProps) {
  const { t, i18n } = useTranslation();
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
        <CropSlider
          label={t('profile.photo.zoom')}
          valueText={formatDecimal(zoom, i18n.language, 2)}
          {...PHOTO_ZOOM}
          value={zoom}
          onChange={setZoom}
          data-testid="photo-zoom"
        />
        <CropSlider
          label={t('profile.photo.rotation')}
          valueText={t('profile.photo.rotationValue', { degrees: formatDecimal(rotation, i18n.language, 0) })}
          {...PHOTO_ROTATION}
          value={rotation}
          onChange={setRotation}
          data-testid="photo-rotation"
        />
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
