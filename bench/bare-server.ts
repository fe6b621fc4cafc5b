// The baseline of the API benchmark: bare Fastify in its own process. `/bare` returns {ok:true}; the trip check's
// twin takes the same JSON body as the trip check and returns the answer the product gave to it (stored by the
// bench with PUT before the load), so that the cost of writing an answer of that size is measured apart.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
let tripCheckAnswer: unknown = null;
app.get('/api/health', async () => ({ ok: true }));
app.get('/bare', async () => ({ ok: true }));
app.put('/bare/trip-check', async (request) => {
  tripCheckAnswer = request.body;
  return { ok: true };
});
app.post('/bare/trip-check', async () => tripCheckAnswer);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
