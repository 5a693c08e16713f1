import { useEffect, useState } from 'react'
import { secondsLeft } from '../payment'

/** Seconds until `payBy`, ticking once a second until it reaches 0. */
export function useSecondsLeft(payBy: string): number {
  const [left, setLeft] = useState(() => secondsLeft(payBy, Date.now()))
  useEffect(() => {
    const timer = setInterval(() => {
      const next = secondsLeft(payBy, Date.now())
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [payBy])
  return left
}
