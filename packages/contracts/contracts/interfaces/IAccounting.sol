// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title IAccounting
/// @notice Price source used by the order contract.
interface IAccounting {
    /// @notice USDT per DPINE, 18 decimals.
    function currentPrice() external view returns (uint256);
}
