import { pythonFormat } from './notebook-glue';

describe('pythonFormat ({glue:text}`key:spec`)', () => {
  it('formats a number as Python’s format spec does', () => {
    expect(pythonFormat('10.4871', '.1f')).toBe('10.5');
    expect(pythonFormat('1234567.8', ',.0f')).toBe('1,234,568');
    expect(pythonFormat('12345', '.2e')).toBe('1.23e+04');
    expect(pythonFormat('0.256', '.1%')).toBe('25.6%');
    expect(pythonFormat('2', '+.1f')).toBe('+2.0');
    expect(pythonFormat('-3.14159', '.2f')).toBe('-3.14');
    expect(pythonFormat('42', 'd')).toBe('42');
  });

  it('leaves text and specs it does not read to their caller', () => {
    expect(pythonFormat("'words'", '.1f')).toBeUndefined();
    expect(pythonFormat('3', '>10s')).toBeUndefined();
  });
});
