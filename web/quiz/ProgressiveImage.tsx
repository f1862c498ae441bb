// A quiz image that loads progressively (docs/contract/widget-quiz-configurator.md §7): the 0.25 share of its width first, then 0.33,
// 0.5 and the original, each step fetched and decoded off-screen before it replaces the shown one, and
// only while the image covers more device pixels than it has. Its box is fixed by the caller (width and
// height attributes, CSS aspect-ratio or a sized container) and every step has the same proportions,
// so a step never moves the page (CLS). SVG and GIF load as they are.
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { coveredWidth, isStraightLoading, LAST_STEP, nextProgressiveStep, PROGRESSIVE_STEPS } from '../../shared/domain/progressive-images';
import { imageUrl } from './image-url';

interface ProgressiveImageProps {
  name: string;
  /** The box's proportions before the first step arrives (omit when CSS sizes the box). */
  width?: number;
  height?: number;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  lazy?: boolean;
  priority?: boolean;
}

export function ProgressiveImage(props: ProgressiveImageProps) {
  // A new name starts over from its smallest step.
  return <SteppedImage key={props.name} {...props} />;
}

function SteppedImage({ name, width, height, alt = '', className, style, lazy, priority }: ProgressiveImageProps) {
  const [step, setStep] = useState(() => (isStraightLoading(name) ? LAST_STEP : 0));
  const image = useRef<HTMLImageElement>(null);
  const stepUp = () => {
    const shown = image.current;
    if (!shown) return;
    const natural = { width: shown.naturalWidth, height: shown.naturalHeight };
    const needed = coveredWidth({ width: shown.clientWidth, height: shown.clientHeight }, natural, window.devicePixelRatio || 1);
    const next = nextProgressiveStep(step, natural.width, needed);
    if (next === null) return;
    const upcoming = new Image();
    upcoming.src = imageUrl(name, PROGRESSIVE_STEPS[next]);
    upcoming.decode().then(
      () => setStep((current) => Math.max(current, next)),
      () => {},
    );
  };
  // An image the server rendered (the quiz page) may have loaded before React hydrated it, its load unseen.
  const latestStepUp = useRef(stepUp);
  latestStepUp.current = stepUp;
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) latestStepUp.current();
  }, []);
  return (
    <img
      ref={image}
      className={className}
      style={style}
      src={imageUrl(name, PROGRESSIVE_STEPS[step])}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-step={step}
      onLoad={stepUp}
    />
  );
}
