// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IAccounting
/// @notice Price source used by the order contract.
interface IAccounting {
    /// @notice The order price: USDT per DPINE, 18 decimals.
    function currentPrice() external view returns (uint256);

    /// @notice The order price, whether it is the time-weighted average (false: spot price) and the
    /// averaging window in seconds.
    function currentPriceInfo() external view returns (uint256 price, bool isTimeWeighted, uint32 windowSeconds);
}
