import { loggableError } from '../src/plugins/error-handler';

describe('what a failed request logs', () => {
  test('a database error keeps its kind and constraint, never the row values it quotes', () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "t_id_number_key"'),
      {
        code: '23505',
        constraint: 't_id_number_key',
        table: 'booking_travellers',
        detail: 'Key (id_number)=(123456789012) already exists.',
        where: 'SQL statement "INSERT ... 123456789012"',
        hint: 'use 123456789012',
      },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('123456789012');
    expect(loggableError(error)).toMatchObject({
      type: 'Error',
      code: '23505',
      constraint: 't_id_number_key',
      table: 'booking_travellers',
    });
  });
});
