import { listDoctors } from '../../domain/clinic/doctors';
import { httpHandler } from '../../http/handler';
import { doctorList } from '../../routes/clinic';

export const handler = httpHandler(doctorList, ({ userId }) => listDoctors(userId));
