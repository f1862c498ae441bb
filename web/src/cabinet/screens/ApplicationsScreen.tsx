import { ComingSoon } from './ComingSoon';

export default function ApplicationsScreen() {
  return (
    <ComingSoon
      title="Заявки"
      description="Здесь будут заявки из виджета и квизов: дата, ФИО, телефон, метки UTM и статусы отправки по каналам."
    />
  );
}
