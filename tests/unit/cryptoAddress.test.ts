import { describe, expect, it } from 'vitest';
import { cryptoNetworkOf, isEthereumAddress, isTronAddress } from '#shared/cryptoAddress.ts';

describe('TRC-20 addresses (base58check)', () => {
  it.each([['TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'], ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t']])(
    'accepts %s',
    (address) => {
      expect(isTronAddress(address)).toBe(true);
      expect(cryptoNetworkOf(address)).toBe('TRC20');
    },
  );

  it.each([
    ['one character changed (checksum fails)', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBg'],
    ['too short', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeB'],
    ['a character outside base58 (0)', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAe0f'],
    ['not starting with T', 'AXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'],
    ['empty', ''],
  ])('refuses %s', (_why, address) => {
    expect(isTronAddress(address)).toBe(false);
  });
});

describe('ERC-20 addresses (EIP-55)', () => {
  // The test vectors of EIP-55.
  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['0x52908400098527886E0F7030069857D2E4169EE7'],
  ])('accepts the checksummed %s', (address) => {
    expect(isEthereumAddress(address)).toBe(true);
    expect(cryptoNetworkOf(address)).toBe('ERC20');
  });

  it('accepts all-lower and all-upper case (no checksum to check)', () => {
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it.each([
    ['a wrong mixed-case checksum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['a non-hex character', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ])('refuses %s', (_why, address) => {
    expect(isEthereumAddress(address)).toBe(false);
    expect(cryptoNetworkOf(address)).toBeNull();
  });
});
