// The in-memory DeliveryStore keeps the DynamoDB store's conditions (the same contract runs against DynamoDB
// Local in functions/test/delivery-store.int.test.ts), so deliverLead's unit tests mean what they say.
import { deliveryStoreContract, sampleLead } from './testing/delivery-store-contract';
import { memoryDeliveryStore } from './testing/memory-delivery-store';

let clinics = 0;
deliveryStoreContract('in memory', async () => {
  const store = memoryDeliveryStore();
  return {
    store,
    newLead: async (statusSend) => {
      const lead = sampleLead(`memory-clinic-${++clinics}`, statusSend);
      store.put(lead);
      return lead;
    },
  };
});
