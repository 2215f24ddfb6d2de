import { decodeForm, mergeMetadata, splitKey } from './form';

describe('decodeForm', () => {
  it('decodes nested keys, indexed arrays and empty-bracket arrays as the SDK sends them', () => {
    const body =
      'customer=cus_1&items[0][price]=price_1&metadata[order_id]=ord%207&expand[0]=latest_invoice.confirmation_secret' +
      '&payment_settings[save_default_payment_method]=on_subscription&expand[1]=customer';
    expect(decodeForm(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1' }],
      metadata: { order_id: 'ord 7' },
      expand: ['latest_invoice.confirmation_secret', 'customer'],
      payment_settings: { save_default_payment_method: 'on_subscription' },
    });
    expect(decodeForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
  });

  it('reads percent-encoded brackets and plus signs, and deep card data', () => {
    expect(
      decodeForm(
        'payment_method_data%5Bcard%5D%5Bnumber%5D=4242+4242+4242+4242&payment_method_data[card][exp_month]=12',
      ),
    ).toEqual({
      payment_method_data: { card: { number: '4242 4242 4242 4242', exp_month: '12' } },
    });
  });

  it('keeps empty values (Stripe uses them to unset)', () => {
    expect(decodeForm('metadata[a]=&description=')).toEqual({
      metadata: { a: '' },
      description: '',
    });
  });

  it('splits keys', () => {
    expect(splitKey('a[b][0][c]')).toEqual(['a', 'b', '0', 'c']);
    expect(splitKey('plain')).toEqual(['plain']);
  });
});

describe('mergeMetadata', () => {
  it('sets, replaces and deletes keys with an empty value', () => {
    expect(mergeMetadata({ a: '1', b: '2' }, { b: '3', a: '', c: '4' })).toEqual({
      b: '3',
      c: '4',
    });
  });
});
