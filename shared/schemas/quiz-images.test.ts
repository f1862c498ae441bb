import { IMAGE_MAX_BYTES } from './images';
import { quizFileProblems, quizImageMessages } from './quiz-images';

const messages = (file: { type: string; size?: number }, kinds?: Parameters<typeof quizFileProblems>[1]) =>
  quizFileProblems(file, kinds).map((problem) => problem.message);

describe('quizFileProblems', () => {
  it('takes pictures and videos up to 10240 KB for a section', () => {
    expect(messages({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toEqual([]);
    expect(messages({ type: 'video/mp4', size: 1 })).toEqual([]);
    expect(messages({ type: 'image/gif' }, 'picture')).toEqual([]);
  });

  it('refuses a type the place does not take', () => {
    expect(messages({ type: 'application/pdf', size: 10 })).toEqual([quizImageMessages.formats]);
    expect(messages({ type: 'video/mp4', size: 10 }, 'picture')).toEqual(['Здесь подходят изображения PNG, JPEG, SVG или GIF']);
    expect(messages({ type: 'image/jpeg', size: 10 }, 'icon')).toEqual(['Иконка сайта: только SVG или PNG']);
  });

  it('refuses a file over the limit and an empty one', () => {
    expect(messages({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toEqual([quizImageMessages.tooLarge]);
    expect(messages({ type: 'image/png', size: 0 })).toEqual([quizImageMessages.empty]);
  });
});
