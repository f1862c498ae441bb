import { ComingSoon } from './ComingSoon';

export default function QuizListScreen() {
  return <ComingSoon title="Мои квизы" description="Здесь будут ваши квизы: создание, копирование, переход к настройкам и удаление." />;
}
