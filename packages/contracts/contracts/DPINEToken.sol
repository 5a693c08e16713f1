// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";

/// @title DPINEToken
/// @notice Fixed-supply DPINE token. Burns are tracked in `totalDestroyed`; the circulating supply
/// excludes the balances of owner-managed "project holding" addresses.
contract DPINEToken is ERC20, ERC20Burnable, Ownable2Step {
    using EnumerableSet for EnumerableSet.AddressSet;

    /// @notice Upper bound on project holdings so `getCirculatingSupply` stays cheap to call.
    uint256 public constant MAX_PROJECT_HOLDINGS = 32;

    uint256 private _totalDestroyed;
    EnumerableSet.AddressSet private _projectHoldings;

    /// @notice Emitted when an address is added to or removed from the project holdings.
    event ProjectHoldingUpdated(address indexed account, bool isHolding);

    error ZeroAddress();
    error TooManyProjectHoldings(uint256 max);
    error ProjectHoldingUnchanged(address account, bool isHolding);

    /// @param initialSupply Whole supply (18 decimals), minted once to the deployer.
    constructor(uint256 initialSupply) ERC20("DPINE", "DPINE") Ownable(msg.sender) {
        _mint(msg.sender, initialSupply);
    }

    /// @notice Total amount of DPINE ever burned. Burned tokens are already out of `totalSupply`.
    function totalDestroyed() external view returns (uint256) {
        return _totalDestroyed;
    }

    /// @notice `totalSupply` minus the balances of all project-holding addresses.
    function getCirculatingSupply() external view returns (uint256 circulating) {
        circulating = totalSupply();
        uint256 count = _projectHoldings.length();
        for (uint256 i = 0; i < count; ++i) {
            // Cannot underflow: the holdings are distinct addresses, so their balances sum to at
            // most totalSupply.
            unchecked {
                circulating -= balanceOf(_projectHoldings.at(i));
            }
        }
    }

    /// @notice Whether `account` counts as a project holding (excluded from circulating supply).
    function isProjectHolding(address account) external view returns (bool) {
        return _projectHoldings.contains(account);
    }

    /// @notice All project-holding addresses.
    function projectHoldings() external view returns (address[] memory) {
        return _projectHoldings.values();
    }

    /// @notice Adds (`isHolding` true) or removes an address from the project holdings.
    /// @param account Address whose balance is excluded from the circulating supply.
    /// @param isHolding True to add, false to remove.
    function setProjectHolding(address account, bool isHolding) external onlyOwner {
        if (account == address(0)) revert ZeroAddress();
        bool changed = isHolding ? _projectHoldings.add(account) : _projectHoldings.remove(account);
        if (!changed) revert ProjectHoldingUnchanged(account, isHolding);
        if (_projectHoldings.length() > MAX_PROJECT_HOLDINGS) {
            revert TooManyProjectHoldings(MAX_PROJECT_HOLDINGS);
        }
        emit ProjectHoldingUpdated(account, isHolding);
    }

    /// @dev Counts every burn (`burn`, `burnFrom`) in `totalDestroyed`.
    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (to == address(0)) {
            _totalDestroyed += value;
        }
    }
}
