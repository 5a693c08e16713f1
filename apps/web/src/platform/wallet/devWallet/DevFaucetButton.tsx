import { Button } from 'antd-mobile'
import type { Address } from 'viem'
import { walletText } from '../walletTexts'
import { useDevFaucet } from './useDevFaucet'

/** 领取测试币: POST /app/dev/faucet for the dev wallet at `address`, the one button of the faucet's views. */
export function DevFaucetButton({
  address,
  onFunded,
  testId,
}: {
  address: Address
  onFunded?: () => void
  testId: string
}) {
  const faucet = useDevFaucet(address, onFunded)
  return (
    <Button
      block
      size="middle"
      color="warning"
      fill="outline"
      data-testid={testId}
      loading={faucet.isPending}
      loadingText={walletText('faucetBusy')}
      onClick={() => faucet.mutate()}
    >
      {walletText('faucet')}
    </Button>
  )
}
