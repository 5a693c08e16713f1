// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IDpinePool
/// @notice The parts of the USDT/DPINE pool that other Vita contracts call.
interface IDpinePool {
    /// @notice Swaps an exact input amount; see DpinePool.swapExactIn (DPINE sales: sell router only).
    function swapExactIn(bool usdtIn, uint256 amountIn, uint256 minAmountOut, address recipient, uint256 deadline)
        external
        returns (uint256 amountOut);

    /// @notice Adds USDT to the reserves without minting liquidity; see DpinePool.donateUsdt.
    function donateUsdt(uint256 amount) external;

    /// @notice Spot price: USDT per DPINE, 18 decimals.
    function price() external view returns (uint256);

    /// @notice Time-weighted average price over `window` seconds, or the spot price (isTimeWeighted
    /// false) while the pool's history is shorter; see DpinePool.averagePrice.
    function averagePrice(uint256 window) external view returns (uint256 averaged, bool isTimeWeighted);
}
