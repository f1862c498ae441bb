import { ComingSoon } from './ComingSoon';

export default function DoctorsScreen() {
  return (
    <ComingSoon
      title="Ваши врачи"
      description="Здесь будут врачи из вашей МИС: фото, специализации, услуги, адреса и статус «Принимает»."
    />
  );
}
