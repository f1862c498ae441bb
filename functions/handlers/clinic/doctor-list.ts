import { listDoctors } from '../../domain/clinic/doctors';
import { userHandler } from '../../http/user-handler';
import { doctorList } from '../../routes/clinic';

export const handler = userHandler(doctorList, ({ userId }) => listDoctors(userId));
