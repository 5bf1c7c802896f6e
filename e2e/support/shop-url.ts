/** The shop the journeys visit: the Hosting emulator of the suite `npm test` started (or `npm start`'s). */
export const shopUrl = process.env.TOOLSHUB_HOSTING_URL ?? 'http://127.0.0.1:5050';
