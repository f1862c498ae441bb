// The right part of the desktop page (docs/contract/widget-quiz-configurator.md §2): sections of images or a video with a title and
// a subtitle, each a share of the viewport's height; on phones the same sections, at most 2 images each.
import type { RightSection } from '../../shared/schemas/quiz';
import { imagesShown } from '../../shared/domain/quiz/progress';
import { typograph } from '../../shared/domain/typography';
import { imageUrl, isVideo } from './image-url';
import { ProgressiveImage } from './ProgressiveImage';

interface RightSectionsProps {
  sections: RightSection[];
  mobile: boolean;
  /** Heights are shares of the viewport; the builder's preview makes them shares of its frame ('cqh'). */
  heightUnit?: 'vh' | 'cqh';
}

export function RightSections({ sections, mobile, heightUnit = 'vh' }: RightSectionsProps) {
  if (sections.length === 0) return null;
  return (
    <div className="qz-right">
      {sections.map((section, index) => {
        const key = JSON.stringify(section);
        const images = section.img.slice(0, imagesShown(section.countImg, mobile));
        return (
          <section
            key={key}
            className={`qz-section qz-count-${images.length}`}
            style={{ minHeight: `${section.height ?? 100}${heightUnit}` }}
          >
            <div className="qz-media">
              {images.map((name, at) =>
                isVideo(name) ? (
                  <video key={name} src={imageUrl(name)} autoPlay muted loop playsInline />
                ) : (
                  <ProgressiveImage key={name} name={name} width={750} height={1000} priority={index === 0 && at === 0} />
                ),
              )}
            </div>
            {(section.title || section.subTitle) && (
              <div className="qz-section-text">
                {section.title && <h2>{typograph(section.title)}</h2>}
                {section.subTitle && <p>{typograph(section.subTitle)}</p>}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
