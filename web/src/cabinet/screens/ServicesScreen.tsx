import { ComingSoon } from './ComingSoon';

export default function ServicesScreen() {
  return (
    <ComingSoon
      title="Ваши услуги"
      description="Здесь будут направления и услуги клиники с ценами, которые пациенты видят в виджете."
    />
  );
}
