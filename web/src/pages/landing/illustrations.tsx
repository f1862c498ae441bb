// Product illustrations drawn with markup, so the landing needs no image downloads.

const SLOTS = ['09:00', '10:30', '12:00', '14:30', '16:00', '17:30'];

/** A booking-widget card: doctor, date strip, free slots. */
export function WidgetMock({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`widget-mock${compact ? ' widget-mock--compact' : ''}`} aria-hidden="true">
      <div className="widget-mock__head">
        <span className="widget-mock__title">Запись на приём</span>
        <span className="widget-mock__step">Шаг 2 из 3</span>
      </div>
      <div className="widget-mock__doctor">
        <span className="widget-mock__avatar">АС</span>
        <span>
          <strong>Анна Смирнова</strong>
          <small>Стоматолог-терапевт · стаж 12 лет</small>
        </span>
      </div>
      <div className="widget-mock__days">
        {['Пн 12', 'Вт 13', 'Ср 14', 'Чт 15', 'Пт 16'].map((day, index) => (
          <span key={day} className={index === 1 ? 'is-active' : undefined}>
            {day}
          </span>
        ))}
      </div>
      <div className="widget-mock__slots">
        {(compact ? SLOTS.slice(0, 4) : SLOTS).map((slot, index) => (
          <span key={slot} className={index === 2 ? 'is-active' : undefined}>
            {slot}
          </span>
        ))}
      </div>
      <span className="widget-mock__button">Записаться на 12:00</span>
    </div>
  );
}

export function PhoneMock() {
  return (
    <div className="phone-mock" aria-hidden="true">
      <div className="phone-mock__notch" />
      <div className="phone-mock__screen">
        <WidgetMock compact />
      </div>
    </div>
  );
}

export function CheckIcon() {
  return (
    <svg className="check-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.16" />
      <path d="M6 10.3l2.6 2.6L14 7.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg className="check-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.12" />
      <rect x="6.5" y="9" width="7" height="5.5" rx="1.2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 9V7.6a2 2 0 014 0V9" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
