// The doctor photo cropper (docs/contract/cabinet.md §4, §5, §9): step 1 chooses a PNG or JPEG file (10240 KB at
// most, at least 250×350 px: shared/domain/image-min-size.ts), step 2 crops it in a 480x368 area with zoom
// 0-100 (step 1). Two crops come out of it, 750 px wide: the square photo (1 : 1.4, the widget's card) and
// the circle photo (round, with a transparent corner).
// Escape closes it (Modal).
import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { SQUARE_HEIGHT_RATIO } from '../../../../shared/schemas/images';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Loader';
import { Modal } from '../controls/Modal';
import { acceptOf, chosenImageProblem, loadImage } from './image-file';

export interface CroppedPhotos {
  circle: Blob;
  square: Blob;
}

type Shape = 'square' | 'circle';

interface CropState {
  crop: Point;
  zoom: number;
  area: Area | null;
}

const ASPECT: Record<Shape, number> = { square: 1 / SQUARE_HEIGHT_RATIO, circle: 1 };
const OUTPUT_WIDTH = 750;
const ZOOM_MAX = 5;
/** The spec's zoom slider runs 0-100; the cropper's zoom runs 1-5. */
const cropperZoom = (slider: number) => 1 + (slider / 100) * (ZOOM_MAX - 1);

interface PhotoCropModalProps {
  onClose: () => void;
  onCropped: (photos: CroppedPhotos) => Promise<void>;
}

export function PhotoCropModal({ onClose, onCropped }: PhotoCropModalProps) {
  const [source, setSource] = useState<{ url: string; type: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shape, setShape] = useState<Shape>('square');
  const [crops, setCrops] = useState<Record<Shape, CropState & { slider: number }>>({
    square: { crop: { x: 0, y: 0 }, zoom: 1, slider: 0, area: null },
    circle: { crop: { x: 0, y: 0 }, zoom: 1, slider: 0, area: null },
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    // The source must allow the smallest square crop (the circle's minimum is smaller).
    const found = await chosenImageProblem(file, 'square');
    setProblem(found);
    if (!found) setSource({ url: URL.createObjectURL(file), type: file.type });
  }

  const update = (patch: Partial<CropState & { slider: number }>) =>
    setCrops((current) => ({ ...current, [shape]: { ...current[shape], ...patch } }));

  async function save() {
    const squareArea = crops.square.area;
    if (!source || !squareArea) return;
    // Not opened the circle tab: the circle is the top of the rectangle, where the face usually is.
    const circleArea = crops.circle.area ?? { x: squareArea.x, y: squareArea.y, width: squareArea.width, height: squareArea.width };
    setSaving(true);
    setFailure([]);
    try {
      const image = await loadImage(source.url);
      const square = await render(image, squareArea, OUTPUT_WIDTH, Math.round(OUTPUT_WIDTH * SQUARE_HEIGHT_RATIO), 'image/jpeg', false);
      const circle = await render(image, circleArea, OUTPUT_WIDTH, OUTPUT_WIDTH, 'image/png', true);
      await onCropped({ square, circle });
      onClose();
    } catch (error) {
      setFailure(
        error instanceof Error && 'messages' in error ? (error as { messages: string[] }).messages : ['Ошибка при загрузке картинки'],
      );
    } finally {
      setSaving(false);
    }
  }

  const current = crops[shape];

  return (
    <Modal title={source ? 'Кадрирование фото' : 'Фото врача'} onClose={onClose} wide>
      {!source ? (
        <div className="crop-step">
          <label
            className="drop-zone"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              void choose(event.dataTransfer.files[0]);
            }}
          >
            <input
              type="file"
              className="visually-hidden"
              accept={acceptOf('square')}
              aria-label="Выберите фото"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <strong>Выберите фото</strong>
            <span>или перетащите его сюда · PNG или JPEG до 10 МБ</span>
          </label>
          <FormMessages messages={problem ? [problem] : []} />
        </div>
      ) : (
        <div className="crop-step">
          <div className="segmented" role="tablist" aria-label="Какое фото кадрировать">
            {(['square', 'circle'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={shape === value}
                className="segmented__item"
                onClick={() => setShape(value)}
              >
                {value === 'square' ? 'Прямоугольное фото' : 'Круглое фото'}
              </button>
            ))}
          </div>
          <div className="crop-area">
            <Cropper
              key={shape}
              image={source.url}
              crop={current.crop}
              zoom={current.zoom}
              aspect={ASPECT[shape]}
              cropShape={shape === 'circle' ? 'round' : 'rect'}
              showGrid={shape === 'square'}
              minZoom={1}
              maxZoom={ZOOM_MAX}
              onCropChange={(crop) => update({ crop })}
              onZoomChange={(zoom) => update({ zoom, slider: Math.round(((zoom - 1) / (ZOOM_MAX - 1)) * 100) })}
              onCropComplete={(_, area) => update({ area })}
            />
          </div>
          <label className="zoom">
            <span>Масштаб</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={current.slider}
              aria-label="Масштаб"
              onChange={(event) => update({ slider: Number(event.target.value), zoom: cropperZoom(Number(event.target.value)) })}
            />
          </label>
          <p className="panel__hint">Прямоугольное фото показывается в карточке врача в виджете, круглое — в списке врачей.</p>
          <FormMessages messages={failure} />
          <div className="modal__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setSource(null)} disabled={saving}>
              Выбрать другое
            </button>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => void save()}
              disabled={saving || !crops.square.area}
            >
              {saving ? <Spinner /> : null}
              Сохранить фото
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function render(
  image: HTMLImageElement,
  area: Area,
  width: number,
  height: number,
  type: 'image/jpeg' | 'image/png',
  round: boolean,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Ошибка при загрузке картинки'));
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  if (round) {
    context.beginPath();
    context.arc(width / 2, height / 2, Math.min(width, height) / 2, 0, Math.PI * 2);
    context.clip();
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Ошибка при загрузке картинки'))), type, 0.9),
  );
}
